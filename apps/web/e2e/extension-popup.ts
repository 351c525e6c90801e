import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * The extension's real popup, opened over a tab as a click on the toolbar button opens it (so the popup acts
 * on that tab). Playwright does not list popups as pages, so it is driven through its DevTools target.
 */
export interface RealPopup {
  /** The popup's visible text. */
  text(): Promise<string>;
  clickButton(name: string): Promise<void>;
}

interface EvaluateAnswer {
  id: number;
  result?: { result?: { value?: unknown }; exceptionDetails?: unknown };
}

async function popupTarget(session: CDPSession, page: Page): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { targetInfos } = await session.send('Target.getTargets');
    const popup = targetInfos.find((target) => target.type === 'page' && target.url.endsWith('/popup.html'));
    if (popup) return popup.targetId;
    await page.waitForTimeout(100);
  }
  throw new Error('The popup did not open.');
}

export async function openRealPopup(
  context: BrowserContext,
  extensionId: string,
  page: Page,
): Promise<RealPopup> {
  const browser = context.browser();
  if (!browser) throw new Error('No browser to open the popup in.');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{ type: 'tab' }] });
  const tab = targetInfos.find((target) => target.url === page.url());
  if (!tab) throw new Error(`No tab shows ${page.url()}.`);
  // Not in Playwright's protocol types; allowed with --enable-unsafe-extension-debugging.
  await session.send(
    'Extensions.triggerAction' as 'Target.activateTarget',
    {
      id: extensionId,
      targetId: tab.targetId,
    } as { targetId: string },
  );
  const { sessionId } = await session.send('Target.attachToTarget', {
    targetId: await popupTarget(session, page),
    flatten: false,
  });

  const pending = new Map<number, (answer: EvaluateAnswer) => void>();
  session.on('Target.receivedMessageFromTarget', (event) => {
    const answer: EvaluateAnswer = JSON.parse(event.message);
    pending.get(answer.id)?.(answer);
  });
  let nextId = 0;
  const evaluate = (expression: string) =>
    new Promise<unknown>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, (answer) =>
        answer.result?.exceptionDetails
          ? reject(new Error(expression))
          : resolve(answer.result?.result?.value),
      );
      const params = { expression, awaitPromise: true, returnByValue: true };
      void session.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: nextId, method: 'Runtime.evaluate', params }),
      });
    });

  return {
    text: async () => String(await evaluate("document.body ? document.body.innerText : ''")),
    clickButton: async (name) => {
      const clicked = await evaluate(
        `(() => { const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)}); button?.click(); return Boolean(button); })()`,
      );
      if (!clicked) throw new Error(`The popup has no button "${name}".`);
    },
  };
}
