/** What the incident forms say about Markdown and notices (shared by the report and update forms). */
export const MARKDOWN_HINT =
  'Markdown works: **bold**, _italic_, [links](https://example.com) and lists show formatted on the public page.';

export const notifyDescription = (subscriptionsOn: boolean) =>
  subscriptionsOn
    ? "E-mail this to the page's confirmed subscribers."
    : 'Subscriptions are off for this page (Settings): nobody is e-mailed.';
