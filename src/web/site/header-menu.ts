import { MENU_LABELS } from '../app/layouts/public/public-nav';

/** The public header's menu button on phones (public-header.tsx renders it; aria-expanded picks the icon). */
export function wireHeaderMenu(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-menu-toggle]')) {
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!menu) continue;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      button.setAttribute('aria-label', open ? MENU_LABELS.close : MENU_LABELS.open);
      menu.hidden = !open;
    });
  }
}
