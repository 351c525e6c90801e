import type { ExtensionState, RuntimeMessage } from '../lib/messages';

export function send<T>(message: RuntimeMessage): Promise<T> {
  return chrome.runtime.sendMessage<RuntimeMessage, T>(message);
}

export const getState = (verify: boolean) => send<ExtensionState>({ type: 'get-state', verify });
