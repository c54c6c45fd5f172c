/** Cookie and consent banners of the common consent platforms, hidden before the capture. */
export const OVERLAY_CSS = `
#onetrust-banner-sdk, #onetrust-consent-sdk, #CybotCookiebotDialog, #usercentrics-root, #truste-consent-track,
.cc-window, .cc-banner, .cookie-banner, .cookie-consent, .cookie-notice, #cookie-banner, #cookie-notice,
#cookie-law-info-bar, .osano-cm-window, .qc-cmp2-container, #didomi-host, .fc-consent-root, #hs-eu-cookie-confirmation,
[id*="cookie-consent" i], [class*="cookie-consent" i], [id*="cookiebanner" i], [class*="cookiebanner" i],
[aria-label*="cookie" i][role="dialog"], [aria-label*="consent" i][role="dialog"] {
  display: none !important;
  visibility: hidden !important;
}
html, body { overflow: auto !important; }
`
