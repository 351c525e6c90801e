import { useCallback, useEffect, useState } from 'react';
import type { ExtensionState } from '../lib/messages';
import { getState } from '../ui/send';

/** The extension's state, checked with the server once on opening and re-read whenever storage changes. */
export function useExtensionState(): { state: ExtensionState | undefined; reload(): void } {
  const [state, setState] = useState<ExtensionState>();
  const reload = useCallback(() => {
    void getState(false).then(setState);
  }, []);

  useEffect(() => {
    void getState(false)
      .then(setState)
      .then(() => getState(true))
      .then(setState);
    const onChange = () => reload();
    chrome.storage.onChanged.addListener(onChange);
    return () => chrome.storage.onChanged.removeListener(onChange);
  }, [reload]);

  return { state, reload };
}
