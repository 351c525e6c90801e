import {
  EMAIL_PATTERN,
  LIMITS,
  NOTIFICATION_FREQUENCIES,
  type NotificationFrequency,
  type NotificationSettings,
} from '@precis/shared';
import { Check, Send } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { browserTimeZone } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useSendTestDigest } from '../api/send-test-digest';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { isValidTime, localTimeOf, scheduleDescription, withFrequency, withTime } from '../notification-time';
import { FrequencySelect } from './frequency-select';

/** Time inputs change once per typed digit: wait for a pause before saving. */
const TIME_SAVE_DELAY_MS = 700;

const isValidEmail = (value: string) => value.length <= LIMITS.emailMax && EMAIL_PATTERN.test(value);

/**
 * Every change saves by itself: the switch, frequency and time at once (the time after a
 * short pause), the e-mail when the field is left or Enter is pressed, so a half-typed address is never
 * judged. An invalid address goes back to the previous one with the 'Invalid Email' toast.
 */
export function NotificationSettingsForm({
  initial,
  onSaveFailed,
}: {
  initial: NotificationSettings;
  onSaveFailed(): void;
}) {
  const ids = { enabled: useId(), hint: useId(), email: useId(), frequency: useId(), time: useId() };
  const [values, setValues] = useState(initial);
  const [emailDraft, setEmailDraft] = useState(initial.email);
  const [timeDraft, setTimeDraft] = useState(() => localTimeOf(initial.startDate));
  const latest = useRef(initial);
  const pendingTime = useRef<{ timer: number; time: string } | null>(null);
  const update = useUpdateNotificationSettings();
  const sendTest = useSendTestDigest();

  const save = (next: NotificationSettings) => {
    latest.current = next;
    setValues(next);
    update.mutate(next, { onError: onSaveFailed });
  };

  const flushTime = () => {
    const pending = pendingTime.current;
    if (!pending) return;
    window.clearTimeout(pending.timer);
    pendingTime.current = null;
    save(withTime(latest.current, pending.time));
  };
  const flushOnUnmount = useRef(flushTime);
  flushOnUnmount.current = flushTime;
  useEffect(() => () => flushOnUnmount.current(), []);

  const changeTime = (time: string) => {
    setTimeDraft(time);
    if (pendingTime.current) window.clearTimeout(pendingTime.current.timer);
    pendingTime.current = null;
    if (!isValidTime(time) || time === localTimeOf(latest.current.startDate)) return;
    pendingTime.current = { time, timer: window.setTimeout(flushTime, TIME_SAVE_DELAY_MS) };
  };

  const commitEmail = () => {
    const email = emailDraft.trim();
    const current = latest.current.email;
    if (email === current) {
      setEmailDraft(current);
      return;
    }
    if (!isValidEmail(email)) {
      setEmailDraft(current);
      notifyError('Please enter a valid email address.', 'Invalid Email');
      return;
    }
    setEmailDraft(email);
    save({ ...latest.current, email });
  };

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor={ids.enabled}>Email notifications</Label>
          <p id={ids.hint} className="text-sm text-muted-foreground">
            {values.enabled ? scheduleDescription(values) : 'Turn on to receive your digest by e-mail.'}
          </p>
        </div>
        <Switch.Root
          id={ids.enabled}
          checked={values.enabled}
          onCheckedChange={(enabled) => save({ ...latest.current, enabled })}
          aria-describedby={ids.hint}
          className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-zinc-300 transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none data-[state=checked]:bg-primary dark:bg-zinc-600"
        >
          <Switch.Thumb className="pointer-events-none block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>

      {values.enabled && (
        <>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <div className="space-y-1.5">
              <Label htmlFor={ids.email}>Email</Label>
              <Input
                id={ids.email}
                type="email"
                autoComplete="email"
                value={emailDraft}
                maxLength={LIMITS.emailMax}
                onChange={(event) => setEmailDraft(event.target.value)}
                onBlur={commitEmail}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commitEmail();
                }}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.frequency}>Frequency</Label>
              <FrequencySelect
                id={ids.frequency}
                value={values.frequency}
                options={NOTIFICATION_FREQUENCIES}
                onChange={(frequency: NotificationFrequency) =>
                  save(withFrequency(latest.current, frequency))
                }
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.time}>Time</Label>
              <Input
                id={ids.time}
                type="time"
                step={60}
                value={timeDraft}
                onChange={(event) => changeTime(event.target.value)}
                onBlur={() => {
                  if (pendingTime.current) flushTime();
                  else if (!isValidTime(timeDraft)) setTimeDraft(localTimeOf(latest.current.startDate));
                }}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-muted-foreground">
              Times are in your local time zone ({browserTimeZone()}).
            </p>
            <Button variant="outline" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
              <Send aria-hidden="true" />
              {sendTest.isPending ? 'Sending...' : 'Send test e-mail'}
            </Button>
          </div>
        </>
      )}
      <SavedStatus saved={update.isSuccess && !update.isPending} />
    </div>
  );
}

/** The one quiet word after an autosave; a live region, so it is announced without taking focus. */
function SavedStatus({ saved }: { saved: boolean }) {
  return (
    <p role="status" className="flex min-h-5 items-center justify-end gap-1 text-xs text-muted-foreground">
      {saved && (
        <>
          <Check className="size-3.5 text-primary" aria-hidden="true" />
          Notification settings updated
        </>
      )}
    </p>
  );
}
