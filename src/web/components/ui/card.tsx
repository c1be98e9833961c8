import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const elevations = { low: 'shadow-xs', medium: 'shadow-sm', high: 'shadow-xl shadow-slate-900/5' } as const;

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  elevation?: keyof typeof elevations;
}

export function Card({ className, elevation = 'low', ...props }: CardProps) {
  return (
    <div className={cn('rounded-xl border border-line bg-surface', elevations[elevation], className)} {...props} />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('grid gap-1 px-5 pt-5 sm:px-6 sm:pt-6', className)} {...props} />;
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-base font-semibold tracking-tight text-fg', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-fg-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-5 py-5 sm:px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex items-center gap-3 border-t border-line px-5 py-4 sm:px-6', className)} {...props} />;
}
