import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, test as base, chromium, type Page, request } from '@playwright/test';
import { openRealPopup, type RealPopup } from './extension-popup';
import { type E2eUser, newUser } from './fixtures';

const builtExtension = path.resolve(import.meta.dirname, '../../extension/dist/chrome-mv3');

/**
 * The built extension, copied with the test server's origin added to its host permissions: the stand-in for
 * a person granting access when saving the address, since Chromium's permission prompt cannot be answered
 * in automation.
 */
function extensionGrantedFor(origin: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-extension-'));
  fs.cpSync(builtExtension, dir, { recursive: true });
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest: { host_permissions: string[] } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.host_permissions = [...manifest.host_permissions, `${origin}/*`];
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return dir;
}

/** Signed up outside the browser: the browser meets Precis signed out, as after installing the extension. */
async function signUpOutside(address: string): Promise<E2eUser> {
  const user = newUser();
  const api = await request.newContext({ baseURL: address });
  const response = await api.post('/api/auth/sign-up/email', { data: user });
  if (response.status() !== 200)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  await api.dispose();
  return user;
}

export interface ExtensionFixtures {
  context: BrowserContext;
  extensionId: string;
  address: string;
  reader: E2eUser;
  /** A second person using the same browser. */
  otherReader: E2eUser;
  openExtensionPage(name: 'popup.html' | 'options.html'): Promise<Page>;
  openPopupOver(page: Page): Promise<RealPopup>;
  /** What the extension keeps in its storage, read in its service worker. */
  extensionStorage(key: string): Promise<unknown>;
}

export const test = base.extend<ExtensionFixtures>({
  address: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('The extension tests need the baseURL of the test server.');
    await use(new URL(baseURL).origin);
  },
  context: async ({ address }, use) => {
    const extension = extensionGrantedFor(address);
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-profile-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      headless: true,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        `--disable-extensions-except=${extension}`,
        `--load-extension=${extension}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--enable-unsafe-extension-debugging',
      ],
    });
    await use(context);
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
    fs.rmSync(extension, { recursive: true, force: true });
  },
  extensionId: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(new URL(worker.url()).host);
  },
  reader: async ({ address }, use) => {
    await use(await signUpOutside(address));
  },
  otherReader: async ({ address }, use) => {
    await use(await signUpOutside(address));
  },
  openExtensionPage: async ({ context, extensionId }, use) => {
    await use(async (name) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${name}`);
      return page;
    });
  },
  openPopupOver: async ({ context, extensionId }, use) => {
    await use((page) => openRealPopup(context, extensionId, page));
  },
  extensionStorage: async ({ context }, use) => {
    await use(async (key) => {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      return worker.evaluate(async (name) => (await chrome.storage.local.get(name))[name], key);
    });
  },
});

export { expect } from '@playwright/test';
