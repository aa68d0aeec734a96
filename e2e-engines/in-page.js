// Runs inside the page under test, in every engine (read as text by ./page.ts and sent with each call, so it needs
// no injection step that one driver has and another lacks). Finds elements the way a user names them: by role and
// accessible name, by label, by test id; tags a found element with a data attribute so the driver can act on it
// with its own native click and typing. Plain browser JavaScript: no build step, no helpers from a bundler.
window.__upahE2e ??= (() => {
  const norm = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const ROLES = {
    alert: '[role="alert"]',
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    dialog: 'dialog[open], [role="dialog"], [role="alertdialog"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    link: 'a[href], [role="link"]',
    navigation: 'nav, [role="navigation"]',
    radio: 'input[type="radio"], [role="radio"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    slider: 'input[type="range"], [role="slider"]',
    status: '[role="status"]',
    tab: '[role="tab"]',
    table: 'table, [role="table"]',
  };
  const FIELDS = 'input, select, textarea';
  let counter = 0;

  const textOfIds = (ids) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  /** The accessible name, as far as these apps need it: aria-labelledby, aria-label, caption, label, then content. */
  function nameOf(el) {
    if (el.hasAttribute('aria-labelledby')) return norm(textOfIds(el.getAttribute('aria-labelledby')));
    if (el.hasAttribute('aria-label')) return norm(el.getAttribute('aria-label'));
    if (el.tagName === 'TABLE' && el.caption) return norm(el.caption.textContent);
    if (el.matches(FIELDS)) {
      const labels = el.labels ? [...el.labels] : [];
      if (labels.length > 0) return norm(labels.map((l) => l.textContent).join(' '));
      return norm(el.getAttribute('title') ?? el.getAttribute('placeholder'));
    }
    return norm(el.textContent);
  }

  function levelOf(el) {
    const tag = /^H([1-6])$/.exec(el.tagName);
    return tag ? Number(tag[1]) : Number(el.getAttribute('aria-level') ?? 2);
  }

  function visible(el) {
    if (el.getClientRects().length === 0) return false;
    return getComputedStyle(el).visibility !== 'hidden';
  }

  /** Every element matching `q` (role/label/testId/css, then name, nameHas, has, level, visibility), in order. */
  function findAll(q) {
    const root = q.within ? find(q.within) : document;
    if (!root) return [];
    let selector = q.css ?? '*';
    if (q.role) selector = ROLES[q.role];
    if (q.testId) selector = `[data-testid="${q.testId}"]`;
    if (q.label !== undefined) selector = FIELDS;
    if (!selector) throw new Error(`unknown role ${q.role}`);
    return [...root.querySelectorAll(selector)].filter(
      (el) =>
        (q.label === undefined || nameOf(el) === q.label) &&
        (q.name === undefined || nameOf(el) === q.name) &&
        (q.nameHas === undefined || nameOf(el).includes(q.nameHas)) &&
        (q.has === undefined || norm(el.textContent).includes(q.has)) &&
        (q.level === undefined || levelOf(el) === q.level) &&
        (q.hidden === true || visible(el)),
    );
  }

  function find(q) {
    return findAll(q)[q.nth ?? 0] ?? null;
  }

  /** Sets a value the way a picker does (date, time, select): the native setter, then input and change. */
  function setValue(q, value) {
    const el = find(q);
    if (!el) return false;
    const proto = Object.getPrototypeOf(el);
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return el.value === value;
  }

  return {
    /** A CSS selector for the element of `q` (tagged now), or null while there is none. */
    mark(q) {
      const el = find(q);
      if (!el) return null;
      // in the middle of the window, clear of the edges and of bars fixed there, before the native click
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      counter += 1;
      el.setAttribute('data-e2e', String(counter));
      return `[data-e2e="${counter}"]`;
    },
    count: (q) => findAll(q).length,
    text: (q) => {
      const el = find(q);
      return el ? norm(el.textContent) : null;
    },
    texts: (q) => findAll(q).map((el) => norm(el.textContent)),
    names: (q) => findAll(q).map(nameOf),
    attr: (q, name) => find(q)?.getAttribute(name) ?? null,
    value: (q) => find(q)?.value ?? null,
    disabled: (q) => find(q)?.disabled ?? null,
    focus: (q) => {
      const el = find(q);
      el?.focus();
      return el !== null && document.activeElement === el;
    },
    selectIndex: (q, index) => {
      const el = find(q);
      const option = el?.options?.[index];
      return option ? setValue(q, option.value) : false;
    },
    setValue,
    /** True when the video `q` finds shows frames (a camera stream playing). */
    playing: (q) => {
      const video = find(q);
      return video !== null && !video.paused && video.readyState >= 2 && video.videoWidth > 0;
    },
    /** True when the page scrolls sideways (wider than the window). */
    sideScroll: () => document.documentElement.scrollWidth > window.innerWidth,
    viewport: () => ({ width: window.innerWidth, height: window.innerHeight }),
    path: () => location.pathname + location.search,
  };
})();
