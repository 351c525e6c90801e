import { DISPLAY_NAME_MAX, type SupportMessageKind } from '@precis/shared';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../mail/mail-transport';
import { SUPPORT_KINDS, type SupportSubmission } from './support-kinds';

export interface SupportMailContext {
  id: string;
  createdAt: number;
  author: { id: string; email: string; name: string };
  publicUrl: string;
}

const SUBJECT_MAX = 150;

/** The e-mail that forwards one support message to SUPPORT_EMAIL: plain text, simple HTML, Reply-To the author. */
export function buildSupportMail<K extends SupportMessageKind>(
  to: string,
  submission: SupportSubmission<K>,
  context: SupportMailContext,
): MailMessage {
  const { label, headline, fields } = SUPPORT_KINDS[submission.kind].mail;
  const meta: [string, string][] = [
    ['From', `${displayName(context.author.name)} <${context.author.email}>`],
    ['User id', context.author.id],
    ['Sent', new Date(context.createdAt).toISOString()],
    ['Message id', context.id],
    ['Server', context.publicUrl],
  ];
  const present = fields(submission.payload).filter((field): field is [string, string] => field[1] !== null);

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
    subject: singleLine(`[Precis] ${label}: ${headline(submission.payload)}`, SUBJECT_MAX),
    text,
    html,
    replyTo: context.author.email,
  };
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
