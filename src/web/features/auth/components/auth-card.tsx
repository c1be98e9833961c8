import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** The centred column every sign-in screen uses: heading, intro, the card, and a line under it. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-[440px]">
        <div className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-[28px]">{title}</h1>
          {intro ? <p className="mt-2 text-fg-muted">{intro}</p> : null}
        </div>
        <Card elevation="medium" className="mt-8 p-6 sm:p-8">
          {children}
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-fg-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
