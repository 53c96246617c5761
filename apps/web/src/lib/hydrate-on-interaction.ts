const TRIGGERS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'input'] as const;
/** Past this, held clicks go to the page as it is rather than wait on an app that is not coming. */
const GIVE_UP_MS = 10_000;

/**
 * Runs `hydrate` on the visitor's first interaction with the page; `hydrate` settles once React has taken
 * the page over. Until then a click on a button and a form's submission are held (a form would otherwise be
 * sent as plain HTML, its fields in the URL) and replayed on the live page, so the first tap on the menu or
 * a form sent quickly is not lost. Links need no script and navigate as they are.
 */
export function hydrateOnFirstInteraction(root: HTMLElement, hydrate: () => Promise<void>): void {
  let started = false;
  let ready = false;
  const held: (() => void)[] = [];

  const holdUntilReady = (event: Event) => {
    if (ready || !(event.target instanceof Element) || !root.contains(event.target)) return;
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement;
      held.push(() => form.requestSubmit());
    } else {
      const button = event.target.closest<HTMLElement>('button, [role="button"]');
      if (!button) return;
      held.push(() => button.click());
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const release = () => {
    ready = true;
    document.removeEventListener('click', holdUntilReady, true);
    document.removeEventListener('submit', holdUntilReady, true);
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) document.removeEventListener(type, start, true);
    // Live or not (offline, a new deployment, too slow), the held actions then go to the page as it is;
    // without the app it keeps working as plain HTML.
    const replay = () => {
      if (ready) return;
      clearTimeout(givingUp);
      release();
      for (const action of held.splice(0)) action();
    };
    const givingUp = setTimeout(replay, GIVE_UP_MS);
    hydrate().then(replay, replay);
  };

  document.addEventListener('click', holdUntilReady, true);
  document.addEventListener('submit', holdUntilReady, true);
  for (const type of TRIGGERS) document.addEventListener(type, start, { capture: true, passive: true });
}
