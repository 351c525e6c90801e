import { type BugReport, DISPLAY_NAME_MAX, type FeatureRequest, type UserFeedback } from '@precis/shared';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../mail/mail-transport';

export type SupportSubmission =
  | { kind: 'bug-report'; payload: BugReport }
  | { kind: 'user-feedback'; payload: UserFeedback }
  | { kind: 'feature-request'; payload: FeatureRequest };

export interface SupportMailContext {
  id: string;
  createdAt: number;
  author: { id: string; email: string; name: string };
  publicUrl: string;
}

const SUBJECT_MAX = 150;

/** The e-mail that forwards one support message to SUPPORT_EMAIL: plain text, simple HTML, Reply-To the author. */
export function buildSupportMail(
  to: string,
  submission: SupportSubmission,
  context: SupportMailContext,
): MailMessage {
  const { label, headline, fields } = describe(submission);
  const meta: [string, string][] = [
    ['From', `${displayName(context.author.name)} <${context.author.email}>`],
    ['User id', context.author.id],
    ['Sent', new Date(context.createdAt).toISOString()],
    ['Message id', context.id],
    ['Server', context.publicUrl],
  ];
  const present = fields.filter((field): field is [string, string] => field[1] !== null);

  const text = [
    `${label} received by Precis`,
    '',
    ...meta.map(([name, value]) => `${name}: ${value}`),
    '',
    ...present.flatMap(([name, value]) => [`${name}:`, value, '']),
    'Reply to this e-mail to answer the user.',
  ].join('\n');

  const html = [
    `<h2>${escapeHtml(label)} received by Precis</h2>`,
    `<table>${meta
      .map(
        ([name, value]) => `<tr><th align="left">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    ...present.map(
      ([name, value]) =>
        `<h3>${escapeHtml(name)}</h3><p style="white-space:pre-wrap">${escapeHtml(value)}</p>`,
    ),
    '<p>Reply to this e-mail to answer the user.</p>',
  ].join('\n');

  return {
    to,
    subject: singleLine(`[Precis] ${label}: ${headline}`, SUBJECT_MAX),
    text,
    html,
    replyTo: context.author.email,
  };
}

function describe(submission: SupportSubmission): {
  label: string;
  headline: string;
  fields: [string, string | null][];
} {
  switch (submission.kind) {
    case 'bug-report': {
      const p = submission.payload;
      return {
        label: 'Bug report',
        headline: p.title,
        fields: [
          ['Title', p.title],
          ['Description', p.description],
          ['Steps to reproduce', p.stepsToReproduce],
          ['Expected behaviour', p.expectedBehaviour],
          ['Actual behaviour', p.actualBehaviour],
        ],
      };
    }
    case 'user-feedback': {
      const p = submission.payload;
      return {
        label: 'Feedback',
        headline: p.title,
        fields: [
          ['Title', p.title],
          ['Description', p.description],
        ],
      };
    }
    case 'feature-request': {
      const p = submission.payload;
      return {
        label: 'Feature request',
        // The web form already prefixes 'Feature Request: '; the subject should not say it twice.
        headline: p.feature.replace(/^feature request:\s*/i, ''),
        fields: [
          ['Feature', p.feature],
          ['Details', p.details],
        ],
      };
    }
  }
}

/**
 * A name as one short line without control or text-direction characters: names are limited at sign-up, but
 * accounts made before that may hold anything.
 */
function displayName(name: string): string {
  const cleaned = name.replace(/[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/gu, ' ');
  return singleLine(cleaned, DISPLAY_NAME_MAX);
}

function singleLine(value: string, max: number): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
