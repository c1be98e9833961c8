/**
 * The public status screens' stylesheet: DESIGN §6 tokens (slate base, emerald accent, the status colours) as CSS
 * variables, light and dark from the same names. A page's theme overrides --accent, --bg and --text. --on-accent is
 * the text on an accent background: white on light's dark emerald, slate on dark's light one (4.5:1 either way).
 */
export const BASE_CSS = `
:root{--bg:#ffffff;--surface:#f8fafc;--border:#e2e8f0;--text:#0f172a;--muted:#475569;--accent:#047857;
--healthy:#15803d;--warning:#b45309;--partial:#c2410c;--critical:#b91c1c;--neutral:#64748b;--info:#1d4ed8;--maintenance:#1d4ed8;--on-accent:#ffffff;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
@media (prefers-color-scheme:dark){html[data-mode=system]{--bg:#0f172a;--surface:#1e293b;--border:#334155;--text:#f1f5f9;
--muted:#cbd5e1;--accent:#34d399;--healthy:#4ade80;--warning:#fbbf24;--partial:#fb923c;--critical:#f87171;--neutral:#94a3b8;--info:#93c5fd;--maintenance:#93c5fd;
--on-accent:#0f172a}}
html[data-mode=dark]{--bg:#0f172a;--surface:#1e293b;--border:#334155;--text:#f1f5f9;--muted:#cbd5e1;--accent:#34d399;
--healthy:#4ade80;--warning:#fbbf24;--partial:#fb923c;--critical:#f87171;--neutral:#94a3b8;--info:#93c5fd;--maintenance:#93c5fd;--on-accent:#0f172a}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font-variant-numeric:tabular-nums}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,[tabindex]:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.sw-wrap{max-width:56rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.sw-muted{color:var(--muted)}
.sw-card{background:var(--surface);border:1px solid var(--border);border-radius:.75rem;padding:1rem 1.25rem}
.sw-button{display:inline-block;background:var(--accent);color:var(--on-accent);border:0;border-radius:.5rem;padding:.5rem 1rem;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.sw-input{font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--border);border-radius:.5rem;padding:.5rem .75rem;min-width:0}
.sw-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`.replace(/\n/g, '');
