import { expect, test } from './fixtures';

const submission = (path: string) => (request: { url(): string; method(): string }) =>
  request.method() === 'POST' && request.url().endsWith(`/api/v1/support/${path}`);

test.describe('Report a Bug', () => {
  test('asks for the required fields, sends the report without the e-mail, thanks and resets', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/report-bug');
    await expect(page.getByRole('heading', { name: 'Report a Bug', level: 1 })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Bug Report' });

    await submit.click();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await page.getByLabel('Title').fill('Export does nothing');
    await submit.click();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    await expect(page.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Description').fill('Clicking Export has no effect.');
    await expect(page.getByText('Please fill in all required fields.')).toBeHidden();
    await page.getByLabel('Steps to Reproduce (optional)').fill('1. Open a summary\n2. Click Export');
    const email = page.getByLabel('Email (optional)');
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill('ada@example.com');

    const [request] = await Promise.all([page.waitForRequest(submission('bug-report')), submit.click()]);
    expect(request.postDataJSON()).toEqual({
      title: 'Export does nothing',
      description: 'Clicking Export has no effect.',
      stepsToReproduce: '1. Open a summary\n2. Click Export',
      expectedBehaviour: null,
      actualBehaviour: null,
    });
    await expect(page.getByText('Bug report submitted')).toBeVisible();
    await expect(page.getByText('Thank you for helping us improve the product!')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByLabel('Description')).toHaveValue('');
    await expect(email).toHaveValue('');
  });

  test('shows the failure toast and keeps the text when the server fails', async ({ page, user: _user }) => {
    await page.route('**/api/v1/support/bug-report', (route) =>
      route.fulfill({ status: 500, json: { title: 'Something went wrong on our side.', status: 500 } }),
    );
    await page.goto('/report-bug');
    await page.getByLabel('Title').fill('Kept');
    await page.getByLabel('Description').fill('Still here');
    await page.getByRole('button', { name: 'Submit Bug Report' }).click();
    await expect(page.getByText('Failed to submit bug report. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Kept');
  });
});

test.describe('Provide Feedback', () => {
  test('validates, builds the title and contact line, thanks and resets', async ({ page, user: _user }) => {
    await page.goto('/provide-feedback');
    await expect(page.getByRole('radio', { name: 'Suggestion' })).toBeChecked();
    const submit = page.getByRole('button', { name: 'Submit Feedback' });

    await submit.click();
    await expect(page.getByText('Please provide a summary of your feedback.')).toBeVisible();
    await expect(page.getByText('Please provide detailed feedback.')).toBeVisible();

    const summary = page.getByLabel('Summary');
    await expect(page.getByText('0/100')).toBeVisible();
    await summary.fill('x'.repeat(120));
    await expect(summary).toHaveValue('x'.repeat(100));
    await expect(page.getByText('100/100')).toBeVisible();
    await summary.fill('The weekly digest is lovely');
    await expect(page.getByText('Please provide a summary of your feedback.')).toBeHidden();

    await page.getByRole('radio', { name: 'Compliment' }).click();
    await page.getByLabel('Details').fill('It arrives right on time.');
    await page.getByLabel('Email (optional)').fill('not-an-email');
    await submit.click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email (optional)').fill('ada@example.com');

    const [request] = await Promise.all([page.waitForRequest(submission('user-feedback')), submit.click()]);
    expect(request.postDataJSON()).toEqual({
      title: 'Compliment: The weekly digest is lovely',
      description: 'It arrives right on time.\n\nContact email: ada@example.com',
    });
    await expect(page.getByText('Feedback submitted')).toBeVisible();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(summary).toHaveValue('');
    await expect(page.getByLabel('Details')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Suggestion' })).toBeChecked();
  });

  test('sends the details alone when no e-mail is given', async ({ page, user: _user }) => {
    await page.goto('/provide-feedback');
    await page.getByLabel('Summary').fill('Dark mode for digests');
    await page.getByLabel('Details').fill('Please.');
    const [request] = await Promise.all([
      page.waitForRequest(submission('user-feedback')),
      page.getByRole('button', { name: 'Submit Feedback' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      title: 'Suggestion: Dark mode for digests',
      description: 'Please.',
    });
  });
});

test.describe('Request a Feature', () => {
  test('requires an option and, for Other, a description; then thanks and goes back', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/provide-feedback');
    await page.getByRole('link', { name: 'Request a feature' }).click();
    await expect(page.getByRole('heading', { name: 'Request a Feature', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(12);
    const submit = page.getByRole('button', { name: 'Submit Request' });

    await submit.click();
    await expect(page.getByText('Please select a feature option.')).toBeVisible();

    await page.getByRole('radio', { name: 'Other' }).click();
    await expect(page.getByText('Please select a feature option.')).toBeHidden();
    await submit.click();
    await expect(page.getByText('Please describe your feature idea.')).toBeVisible();
    await page.getByLabel('Describe your feature idea').fill('  Import from Kindle  ');

    const [request] = await Promise.all([page.waitForRequest(submission('feature-request')), submit.click()]);
    expect(request.postDataJSON()).toEqual({
      feature: 'Feature Request: Other',
      details: 'Detailed description: Import from Kindle',
    });
    await expect(page.getByText('Feature Request Submitted')).toBeVisible();
    await expect(
      page.getByText("Thank you for your suggestion. We'll review it and get back to you."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/provide-feedback$/);
  });

  test('cards work from the keyboard and a listed option sends null details', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/request-feature');
    const first = page.getByRole('radio', { name: 'Customizable Summarization Styles' });
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.keyboard.press('ArrowDown');
    const second = page.getByRole('radio', { name: 'Categorized Summary Organization' });
    await expect(second).toBeFocused();
    await expect(second).toBeChecked();
    await expect(page.getByLabel('Describe your feature idea')).toHaveCount(0);

    const [request] = await Promise.all([
      page.waitForRequest(submission('feature-request')),
      page.getByRole('button', { name: 'Submit Request' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      feature: 'Feature Request: Categorized Summary Organization',
      details: null,
    });
    // Opened directly, there is no in-app page to return to: it goes to Settings.
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('the back button returns to the previous page, or to Settings', async ({ page, user: _user }) => {
    await page.goto('/provide-feedback');
    await page.getByRole('link', { name: 'Request a feature' }).click();
    // As a person would: once the page has opened (its address and title shown), not while it is loading.
    await expect(page).toHaveURL(/\/request-feature$/);
    await expect(page.getByRole('heading', { name: 'Request a Feature' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/provide-feedback$/);

    await page.goto('/request-feature');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});
