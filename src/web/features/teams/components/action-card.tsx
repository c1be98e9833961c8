import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';

export interface ActionCardProps {
  title: string;
  description: ReactNode;
  /** The button that does it; beside the text on wide screens, under it on phones. */
  action: ReactNode;
  /** A dialog or anything else that belongs to the action. */
  children?: ReactNode;
  className?: string;
}

/** One consequential action (leave, delete) with what it does. */
export function ActionCard({ title, description, action, children, className }: ActionCardProps) {
  return (
    <Card className={className}>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="shrink-0">{action}</div>
      </CardContent>
      {children}
    </Card>
  );
}
