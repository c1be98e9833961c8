import { CircleCheck } from 'lucide-react';

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-6 text-fg">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
