import { LegalDocument, LegalLink, LegalList, LegalSection } from '../components/legal-document';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <>
          <p>
            Precis is self-hosted: this server is run by an <strong>operator</strong>, the person or
            organisation that installed it, and your data stays with them. This policy explains what is
            stored, where, for how long, who else may receive it, and how to delete it.
          </p>
          <p>
            The operator is responsible for your data. The authors of the Precis software receive nothing from
            this server: Precis contains no analytics, no tracking and no advertising.
          </p>
        </>
      }
    >
      <LegalSection title="1. What is stored">
        <LegalList>
          <li>
            <strong>Your account:</strong> your name, your e-mail address and your password, which is kept
            only as a salted hash and never in readable form. For each signed-in session: a session token, its
            expiry, and the IP address and browser description it was created from.
          </li>
          <li>
            <strong>Your highlights:</strong> their content, source, comment, categories, tags and creation
            date.
          </li>
          <li>
            <strong>Your summaries:</strong> the type, category and dates you asked for, the generated title
            and text, and a copy of the highlights each summary used.
          </li>
          <li>
            <strong>Your notification settings:</strong> the digest e-mail address, frequency, time of day and
            whether digests are on, plus your time zone as reported by your browser (used to work out your
            "today").
          </li>
          <li>
            <strong>Your support messages:</strong> bug reports, feedback and feature requests, with your
            account and the time you sent them. An e-mail address you type into the feedback form becomes part
            of that feedback; the optional e-mail field of the bug report form is not sent.
          </li>
          <li>
            <strong>Server logs:</strong> technical records of requests (time, address requested, result, IP
            address) that the operator keeps to run and secure the server.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="2. Where it is stored">
        <p>
          Everything is stored on the operator's server: in a SQLite database file in the server's data
          folder, or in a PostgreSQL database the operator chooses. E-mails that are not handed to a mail
          server are kept as files in the data folder's outbox. The operator may also keep backups.
        </p>
      </LegalSection>

      <LegalSection title="3. How it is used">
        <p>
          Your data is used only to provide Precis to you: to show, search, categorise and summarise your
          highlights, to send the digests you turn on, and to answer your support messages. It is not sold,
          not used for advertising and not used to profile you.
        </p>
      </LegalSection>

      <LegalSection title="4. AI providers">
        <p>
          By default Precis categorises and summarises your highlights with a built-in engine that runs on
          this server: nothing leaves it. The operator may instead configure an external AI provider:
        </p>
        <LegalList>
          <li>
            an OpenAI-compatible service, such as OpenAI or another provider offering the same interface;
          </li>
          <li>an Ollama server, often run by the operator on their own hardware;</li>
          <li>Anthropic.</li>
        </LegalList>
        <p>
          When one is configured, the highlights being categorised or summarised are sent to it: their
          content, source, comment and date, with the summary type and period you chose. Your name, e-mail
          address and password are never sent. The provider's own privacy terms then apply to that text. Ask
          the operator which provider this server uses.
        </p>
      </LegalSection>

      <LegalSection title="5. E-mail">
        <p>
          When you turn digests on, Precis e-mails your period's summary and highlights to the address you
          set, through the mail server the operator has configured. Every digest carries an unsubscribe link.
          Support messages may be forwarded by e-mail to the operator's support address, with your account's
          e-mail address as the reply address.
        </p>
      </LegalSection>

      <LegalSection title="6. Cookies and local storage">
        <LegalList>
          <li>
            One session cookie keeps you signed in. It cannot be read by scripts and is sent only to this
            server.
          </li>
          <li>Your light or dark theme choice is kept in your browser's local storage.</li>
          <li>There are no tracking cookies, no third-party scripts and no advertising.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="7. How long it is kept">
        <p>
          Your data is kept until you delete it or your account is deleted. A highlight or summary you delete
          is removed from the database at once; copies in the operator's backups disappear as those backups
          expire. A session ends when you sign out, or 30 days after it was last used. Support messages are
          kept until the operator deletes them.
        </p>
      </LegalSection>

      <LegalSection title="8. Your choices and how to delete your data">
        <LegalList>
          <li>
            See everything you have saved in the app, and delete any highlight or summary from its menu.
          </li>
          <li>Turn digests off in Settings, or with the unsubscribe link in any digest.</li>
          <li>
            To get a copy of your data, correct it, or delete your account with everything linked to it, ask
            the operator of this server. Depending on where you live, data protection law (such as the GDPR)
            may give you these rights and the right to complain to a supervisory authority.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="9. Security">
        <p>
          Passwords are stored only as salted hashes, the session cookie is HTTP-only, and every request is
          limited to the data of the signed-in account. Connections are encrypted when the operator serves
          Precis over HTTPS. No system is perfectly secure; report any weakness you find to the operator.
        </p>
      </LegalSection>

      <LegalSection title="10. Children">
        <p>
          Precis is not intended for children under 13. We do not knowingly collect personal information from
          children under 13. If you believe a child under 13 has created an account, tell the operator and the
          account will be deleted.
        </p>
      </LegalSection>

      <LegalSection title="11. Changes to this policy">
        <p>
          The operator may update this policy; the date at the top of this page shows when it last changed.
          See also the <LegalLink to="/terms-of-service">Terms of Service</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection title="12. Contact">
        <p>
          Questions about your data go to the operator of this server. Signed in, you can also write from the{' '}
          <LegalLink to="/provide-feedback">Provide Feedback</LegalLink> page.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
