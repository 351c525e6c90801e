import { CAPTURE_COMMAND, CONTEXT_MENU_ID } from '../lib/commands';
import { flushQueue, showQueueSize } from './capture-service';
import { captureInTab } from './capture-tab';
import { handleMessage } from './message-handler';

const FLUSH_ALARM = 'flush-queue';

function setUp(): void {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({
      id: CONTEXT_MENU_ID,
      title: 'Save highlight to Precis',
      contexts: ['selection'],
    });
  });
  // Chromium runs alarms at most every 30 s; that is also the first retry's wait.
  void chrome.alarms.create(FLUSH_ALARM, { periodInMinutes: 0.5 });
  void flushQueue();
  void showQueueSize();
}

chrome.runtime.onInstalled.addListener(setUp);
chrome.runtime.onStartup.addListener(setUp);

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === FLUSH_ALARM) void flushQueue();
});

// The badge counts the signed-in account's captures: it changes with the queue and with who is signed in.
chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && ('queue' in changes || 'auth' in changes || 'address' in changes)) {
    void showQueueSize();
  }
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId === CONTEXT_MENU_ID && tab) void captureInTab(tab, info);
});

chrome.commands.onCommand.addListener((command, tab) => {
  if (command === CAPTURE_COMMAND && tab) void captureInTab(tab);
});

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  handleMessage(message, sender).then(sendResponse, (error: unknown) =>
    sendResponse({ error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
});
