/**
 * The status page's own rules after BASE_CSS: banner, component rows, the day bars with their tooltip (the bar's
 * aria-label shown on hover and focus, so screen readers and eyes read the same words; the hovered bar pales by its
 * colour, not its opacity, which would fade the tooltip with it), the response-time chart,
 * incidents and the subscribe form. Phone first: one column under 40rem, where the day bars give way to groups of
 * days, each a touch target at least 24 px square (WCAG 2.5.8) with its days' colours inside.
 */
export const STATUS_PAGE_CSS = `
.sw-header{display:flex;align-items:center;gap:.75rem;flex-wrap:wrap;margin-bottom:1rem}
.sw-header img{max-height:3rem;max-width:12rem}
.sw-header h1{font-size:1.5rem;margin:0}
.sw-banner{border-radius:.75rem;padding:1rem 1.25rem;color:#fff;font-weight:600;font-size:1.125rem;margin:1rem 0}
.t-healthy{--tone:var(--healthy)}.t-warning{--tone:var(--warning)}.t-partial{--tone:var(--partial)}.t-critical{--tone:var(--critical)}.t-info{--tone:var(--info)}.t-none{--tone:var(--border)}
.sw-banner{background:var(--tone)}
html[data-mode=dark] .sw-banner{color:#0f172a}
@media (prefers-color-scheme:dark){html[data-mode=system] .sw-banner{color:#0f172a}}
.sw-section{margin:1.5rem 0}
.sw-section h2{font-size:1.125rem;margin:0 0 .5rem}
.sw-group{margin:0 0 .75rem}
.sw-plain{list-style:none;margin:0;padding:.25rem 1.25rem}
.sw-group>h3{font-size:1rem;margin:.75rem 0 .25rem}
.sw-component{padding:.75rem 0;border-top:1px solid var(--border)}
.sw-component:first-child{border-top:0}
.sw-row{display:flex;justify-content:space-between;gap:.5rem;flex-wrap:wrap}
.sw-name{font-weight:600;overflow-wrap:anywhere}
.sw-state{color:var(--tone);font-weight:600}
.sw-bars{display:flex;gap:1px;list-style:none;margin:.5rem 0 .25rem;padding:0;height:2rem;position:relative}
.sw-bars li{flex:1 1 0;min-width:1px;background:var(--tone);border-radius:1px;position:relative}
.sw-bars li:hover,.sw-bars li:focus{background:color-mix(in srgb,var(--tone) 65%,var(--bg))}
.sw-bars li:hover::after,.sw-bars li:focus::after{content:attr(aria-label);position:absolute;bottom:2.4rem;left:50%;transform:translateX(-50%);
width:max-content;max-width:16rem;white-space:normal;background:var(--text);color:var(--bg);padding:.375rem .5rem;border-radius:.375rem;
font-size:.8125rem;z-index:2;pointer-events:none}
.sw-bars li:nth-last-child(-n+12):hover::after,.sw-bars li:nth-last-child(-n+12):focus::after{left:auto;right:0;transform:none}
.sw-bars li:nth-child(-n+12):hover::after,.sw-bars li:nth-child(-n+12):focus::after{left:0;transform:none}
.sw-groups{display:none;gap:3px}
.sw-groups li,.sw-groups li:hover,.sw-groups li:focus{display:flex;gap:1px;background:transparent;min-width:24px}
.sw-groups span{flex:1 1 0;background:var(--tone);border-radius:1px}
.sw-groups li:hover span,.sw-groups li:focus span{background:color-mix(in srgb,var(--tone) 65%,var(--bg))}
.sw-groups li:nth-child(n+6):hover::after,.sw-groups li:nth-child(n+6):focus::after{left:auto;right:0;transform:none}
.sw-scale{display:flex;justify-content:space-between;font-size:.8125rem}
.sw-rt{margin:.5rem 0 0;font-size:.8125rem}
.sw-rt figcaption{margin:0}
.sw-chart{display:block;width:100%;height:2.5rem;margin-top:.25rem}
.sw-chart polyline{fill:none;stroke:var(--accent);stroke-width:1.5;vector-effect:non-scaling-stroke}
.sw-incident{margin:.75rem 0}
.sw-incident h3,.sw-incident h4{font-size:1rem;margin:0 0 .25rem}
.sw-timeline{list-style:none;margin:.5rem 0 0;padding:0 0 0 .75rem;border-left:2px solid var(--border)}
.sw-timeline li{margin:0 0 .75rem}
.sw-timeline p{margin:.25rem 0}
.sw-day{margin:1rem 0}
.sw-day h3{font-size:.9375rem;margin:0 0 .25rem;border-bottom:1px solid var(--border);padding-bottom:.25rem}
.sw-pager{display:flex;justify-content:space-between;gap:1rem}
.sw-subscribe form{display:flex;gap:.5rem;flex-wrap:wrap}
.sw-subscribe .sw-input{flex:1 1 14rem}
.sw-footer{margin-top:2rem;font-size:.875rem;display:flex;gap:1rem;flex-wrap:wrap;align-items:center}
.sw-brand-mark{display:inline-flex;align-items:center;gap:.375rem;vertical-align:middle}
.sw-brand-mark img{height:1.25rem;width:auto;max-width:8rem}
.sw-tag{display:inline-block;font-size:.75rem;font-weight:600;border:1px solid var(--tone);color:var(--tone);border-radius:999px;padding:0 .5rem}
.sw-short{display:none}
.sw-site{font-size:1.125rem;font-weight:600;margin:0}
.sw-incident-title{font-size:1.375rem;margin:0 0 .5rem}
.sw-updates-heading{font-size:1rem;margin:1.25rem 0 .5rem}
@media (max-width:40rem){.sw-days{display:none}.sw-groups{display:flex}.sw-short{display:inline}.sw-long{display:none}.sw-wrap{padding:1rem .75rem 2rem}.sw-plain{padding:.25rem .75rem}.sw-bars{height:2.25rem}.sw-header h1{font-size:1.25rem}}
`.replace(/\n/g, '');
