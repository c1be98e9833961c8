import { Bell, KeyRound, Radio, Users, type LucideIcon } from 'lucide-react';

const items: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Bell,
    title: 'Alerts where you work',
    text: 'Email, SMS, Slack and webhooks, with thresholds and quiet hours.',
  },
  {
    icon: Radio,
    title: 'Public status pages',
    text: 'Show your users how your services are doing, on a page of your own.',
  },
  { icon: Users, title: 'Team workspaces', text: 'Invite colleagues and look after the same domains together.' },
  { icon: KeyRound, title: 'Partner API', text: 'Manage monitoring from your own tools with API keys, on paid plans.' },
];

export function WorkflowFeatures() {
  return (
    <section aria-label="Working with Sitewarden" className="py-16 sm:py-20">
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
            <div>
              <h3 className="font-semibold text-fg">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-fg-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
