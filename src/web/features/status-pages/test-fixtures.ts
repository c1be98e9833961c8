import type {
  Incident,
  Maintenance,
  StatusPage,
  StatusPageComponent,
  StatusPageList,
  Subscriber,
} from '../../../shared/contracts/status-pages';

export const PAGE_ID = '5a7e0000-0000-4000-8000-000000000001';
export const DOMAIN_A = '7d1b7a52-0000-4000-8000-000000000001';
export const DOMAIN_B = '7d1b7a52-0000-4000-8000-000000000002';
export const API_COMPONENT = '5a1e0000-0000-4000-8000-0000000000c1';
export const WEB_COMPONENT = '5a1e0000-0000-4000-8000-0000000000c2';
export const SHOP_DOMAIN = '5a1e0000-0000-4000-8000-0000000000d1';
export const BLOG_DOMAIN = '5a1e0000-0000-4000-8000-0000000000d2';
export const CHECKOUT_MONITOR = '5a1e0000-0000-4000-8000-0000000000e1';

export function makePage(overrides: Partial<StatusPage> = {}): StatusPage {
  return {
    id: PAGE_ID,
    slug: 'acme',
    name: 'Acme status',
    description: null,
    publicUrl: 'https://sitewarden.test/public/status/acme',
    logoUrl: null,
    faviconUrl: null,
    customCss: null,
    customDomain: null,
    customDomainVerification: null,
    theme: {},
    isPublic: true,
    hasPassword: false,
    showHistoryDays: 90,
    allowSubscriptions: true,
    autoIncidents: false,
    componentCount: 2,
    subscriberCount: 14,
    activeIncidentCount: 1,
    indicator: 'minor',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePageList(data: StatusPage[], overrides: Partial<StatusPageList> = {}): StatusPageList {
  return { data, limit: 3, used: data.length, ...overrides };
}

export function makeComponent(overrides: Partial<StatusPageComponent> = {}): StatusPageComponent {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    domainId: DOMAIN_A,
    monitorId: null,
    displayName: 'Website',
    groupName: null,
    orderIndex: 0,
    isVisible: true,
    sourceName: 'example.com',
    name: 'Website',
    state: 'operational',
    ...overrides,
  };
}

/** The incidents tab's page: an API on shop.example.com and its website. */
export const COMPONENTS = [
  makeComponent({
    id: API_COMPONENT,
    domainId: SHOP_DOMAIN,
    displayName: 'API',
    name: 'API',
    sourceName: 'shop.example.com',
  }),
  makeComponent({
    id: WEB_COMPONENT,
    domainId: SHOP_DOMAIN,
    displayName: 'Website',
    name: 'Website',
    sourceName: 'shop.example.com',
    orderIndex: 1,
  }),
];

export function makeIncident(overrides: Partial<Incident> = {}): Incident {
  return {
    id: 'i1',
    statusPageId: PAGE_ID,
    title: 'Checkout is slow',
    status: 'identified',
    impact: 'major',
    affectedComponents: [API_COMPONENT],
    automatic: false,
    startedAt: '2026-06-15T10:00:00.000Z',
    resolvedAt: null,
    updates: [
      {
        id: 'u2',
        status: 'identified',
        message: 'A database **index** is missing.',
        messageHtml: '<p>A database <strong>index</strong> is missing.</p>',
        authorName: 'Ada Lovelace',
        deliverNotifications: false,
        createdAt: '2026-06-15T10:30:00.000Z',
      },
      {
        id: 'u1',
        status: 'investigating',
        message: 'We are looking into slow answers.',
        messageHtml: '<p>We are looking into slow answers.</p>',
        authorName: 'Ada Lovelace',
        deliverNotifications: true,
        createdAt: '2026-06-15T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function makeSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 's1',
    email: 'grace@example.com',
    state: 'confirmed',
    subscribedAt: '2026-06-10T08:00:00.000Z',
    confirmedAt: '2026-06-10T08:05:00.000Z',
    unsubscribedAt: null,
    ...overrides,
  };
}

export function makeMaintenance(overrides: Partial<Maintenance> = {}): Maintenance {
  return {
    id: 'w1',
    title: 'Database upgrade',
    description: null,
    startsAt: '2026-06-21T00:00:00.000Z',
    endsAt: '2026-06-21T02:00:00.000Z',
    recurrence: 'weekly',
    timezone: 'Europe/Berlin',
    recursUntil: null,
    targets: [{ domainId: SHOP_DOMAIN, monitorId: null, name: 'shop.example.com' }],
    state: 'scheduled',
    nextStartsAt: '2026-06-21T00:00:00.000Z',
    nextEndsAt: '2026-06-21T02:00:00.000Z',
    createdAt: '2026-06-01T00:00:00.000Z',
    ...overrides,
  };
}
