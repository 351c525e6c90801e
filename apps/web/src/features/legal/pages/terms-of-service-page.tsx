import { LegalDocument, LegalLink, LegalList, LegalSection } from '../components/legal-document';

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <>
          <p>
            Precis is self-hosted software for saving the passages that strike you while reading and turning
            them into summaries. These terms govern your use of this Precis server.
          </p>
          <p>
            In these terms, <strong>the operator</strong> (also "we" and "us") is the person or organisation
            running this Precis server: an employer, a school, a friend, or you yourself. By creating an
            account or using the service, you agree to these terms and to the{' '}
            <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>.
          </p>
        </>
      }
    >
      <LegalSection title="1. Your account">
        <LegalList>
          <li>You need an account to use Precis. Give a real e-mail address you can receive mail at.</li>
          <li>
            Keep your password to yourself and choose one you do not use elsewhere. You are responsible for
            what happens under your account; tell the operator at once if you think someone else has used it.
          </li>
          <li>You must be at least 13 years old to use Precis.</li>
          <li>
            The operator may close sign-up for new accounts at any time; existing accounts keep working.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="2. Your content">
        <p>
          The highlights, sources, comments, categories and tags you save remain yours. You allow the operator
          to store, process and show them to you only as far as needed to run the service: to list and search
          them, to categorise and summarise them with the AI engine the operator has configured, and to send
          you the e-mail digests you ask for.
        </p>
        <p>
          Save only content you are allowed to keep. Do not use Precis to store anything unlawful, or material
          that infringes someone else's rights.
        </p>
      </LegalSection>

      <LegalSection title="3. AI-generated summaries">
        <p>
          Summaries and suggested categories are produced automatically, by a built-in engine on this server
          or by an AI provider the operator has chosen. They can be incomplete, inaccurate or miss the point
          of the original text. Check anything important against your highlights and their sources. Summaries
          are not professional, legal, medical or financial advice.
        </p>
      </LegalSection>

      <LegalSection title="4. Acceptable use">
        <p>While using Precis you agree not to:</p>
        <LegalList>
          <li>access, or try to access, another person's account or data;</li>
          <li>get around the daily usage limits, rate limits or any other protection of the service;</li>
          <li>overload the server, for example with automated requests beyond normal personal use;</li>
          <li>upload malicious code or use the service to harm others.</li>
        </LegalList>
        <p>
          The operator sets daily limits on how many highlights you may save and summaries you may request;
          you can see your usage in Settings.
        </p>
      </LegalSection>

      <LegalSection title="5. E-mail digests">
        <p>
          Digests are sent only when you turn them on in Settings, to the address, at the time and with the
          frequency you choose. You can turn them off in Settings or with the unsubscribe link in every
          digest.
        </p>
      </LegalSection>

      <LegalSection title="6. Support messages">
        <p>
          Bug reports, feedback and feature requests you send reach the operator, who may use them to fix and
          improve the service. Sending a feature request does not oblige the operator to build it.
        </p>
      </LegalSection>

      <LegalSection title="7. Availability and changes to the service">
        <p>
          The operator runs Precis on their own equipment and may change, interrupt or stop the service, for
          example for maintenance or upgrades. There is no guarantee that the service is always available or
          free of errors. Keep your own copy of anything you cannot afford to lose.
        </p>
      </LegalSection>

      <LegalSection title="8. Ending your use">
        <p>
          You may stop using Precis at any time. You can delete any highlight or summary from its menu, and
          ask the operator to delete your account and everything linked to it. The operator may suspend or
          close an account that breaks these terms, and will tell you why where the law allows.
        </p>
      </LegalSection>

      <LegalSection title="9. Disclaimer and limitation of liability">
        <p>
          Precis is provided "as is" and "as available", without warranties of any kind, to the extent the law
          allows. Neither the operator nor the authors of the Precis software are liable for indirect or
          consequential losses, or for loss of data, arising from your use of the service, to the extent the
          law allows. Nothing in these terms limits rights you have under the law that cannot be limited.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes to these terms">
        <p>
          The operator may update these terms. The date at the top of this page shows when they last changed.
          If you keep using Precis after a change, the updated terms apply; if you do not agree with them,
          stop using the service and ask for your account to be deleted.
        </p>
      </LegalSection>

      <LegalSection title="11. Contact">
        <p>
          Questions about these terms go to the operator of this server. Signed in, you can also write from
          the <LegalLink to="/provide-feedback">Provide Feedback</LegalLink> or{' '}
          <LegalLink to="/report-bug">Report a Bug</LegalLink> pages.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
