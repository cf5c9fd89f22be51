import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QUALA_MESSAGES, QUALA_NO_GROUNDED_ANSWER, QUALA_QUICK_PROMPTS } from '@cq/shared/quala/rules';
import type { QualaInteraction } from '@cq/shared/quala/schemas';
import { useCurrentUser } from '@/features/session';
import { apiQuery } from '@/lib/api/client';
import { callsTo, jsonResponse, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { AskQualaPage } from './AskQualaPage';
import { interaction, ungrounded } from './testData';

/** Reads what the header shows (usage counter, XP), so the test sees them refetch after an answer. */
function HeaderProbe() {
  useCurrentUser();
  useQuery(apiQuery('GET /api/usage/stats'));
  return null;
}

const routes = [
  {
    path: '/ask-quala',
    element: (
      <>
        <HeaderProbe />
        <AskQualaPage />
      </>
    ),
  },
  { path: '/subscribe', element: <h1>Subscribe</h1> },
];
const HISTORY = 'GET /api/quala/history?limit=5';
const LONG_PROMPT = 'What does ICH E6(R3) say about the investigator site file and the essential records kept there?';

/** The server's side: the history lists what was answered, newest first. */
function qualaServer(answers: Array<QualaInteraction | Promise<QualaInteraction>>) {
  const stored: QualaInteraction[] = [];
  let next = 0;
  return {
    [HISTORY]: () => [...stored].reverse(),
    'POST /api/quala/chat': async () => {
      const answer = await answers[next++]!;
      stored.push(answer);
      return jsonResponse(answer);
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const box = () => screen.getByLabelText('Your question for Quala');
const send = () => screen.getByRole('button', { name: 'Send' });

describe('/ask-quala', { timeout: 15_000 }, () => {
  it('fills the chat with the newest 5 (oldest first), the sidebar with 3 topics cut to 50 characters, and quick help', async () => {
    storeFakeSession();
    // Newest first, as the API lists them.
    const history = [interaction(6, { prompt: LONG_PROMPT }), ...[5, 4, 3, 2].map((n) => interaction(n))];
    stubFetch(workspaceApi({ [HISTORY]: history }));
    renderRoutes(routes, '/ask-quala');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ask Quala' })).toBeInTheDocument();
    const chat = await screen.findByRole('list', { name: 'Last conversations' });
    const exchanges = within(chat)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.parentElement === chat);
    expect(exchanges).toHaveLength(5);
    expect(exchanges[0]).toHaveTextContent('Question 2 about informed consent');
    expect(exchanges[4]).toHaveTextContent(LONG_PROMPT);

    const sidebar = screen.getByRole('complementary', { name: 'Quala history and quick help' });
    const topics = within(sidebar)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(topics).toEqual([
      'What does ICH E6(R3) say about the investigator s…',
      'Question 5 about informed consent',
      'Question 4 about informed consent',
    ]);
    expect(topics[0]!.length).toBeLessThanOrEqual(50);
    for (const quick of QUALA_QUICK_PROMPTS)
      expect(within(sidebar).getByRole('button', { name: quick.label })).toBeEnabled();

    // Each answer's [n] markers link to its numbered sources; a source opens to its passage.
    const newest = exchanges[4]!;
    expect(within(newest).getByRole('link', { name: /^\[1\] source: Informed consent/ })).toBeInTheDocument();
    const source = within(newest).getByText('ICH E6(R3) 2.8.1').closest('li')!;
    expect(source).toHaveTextContent('Informed consent before participation');
    expect(within(source).getByText(/Freely given informed consent/)).not.toBeVisible();
    await userEvent.click(within(source).getByText('ICH E6(R3) 2.8.1'));
    expect(within(source).getByText(/Freely given informed consent/)).toBeVisible();
    await userEvent.click(within(newest).getByRole('link', { name: /^\[2\] source/ }));
    expect(within(newest).getByText('ICH E6(R3) Appendix C').closest('li')).toHaveFocus();
  });

  it('sends on Enter (not blank, not Shift+Enter), disables input and quick help while pending, then shows the answer and refreshes usage and XP', async () => {
    storeFakeSession();
    const reply = deferred<QualaInteraction>();
    const answer = interaction(1, { prompt: 'How is consent documented?' });
    const fetchMock = stubFetch(workspaceApi(qualaServer([reply.promise])));
    renderRoutes(routes, '/ask-quala');
    expect(await screen.findByRole('heading', { name: "Hi, I'm Quala" })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/usage/stats')).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetchMock, '/api/auth/user')).toHaveLength(1));

    expect(send()).toBeDisabled();
    await userEvent.type(box(), '   {Enter}');
    expect(callsTo(fetchMock, '/api/quala/chat')).toHaveLength(0);
    await userEvent.clear(box());
    await userEvent.type(box(), 'How is consent{Shift>}{Enter}{/Shift}documented?');
    expect(box()).toHaveValue('How is consent\ndocumented?');
    expect(callsTo(fetchMock, '/api/quala/chat')).toHaveLength(0);
    await userEvent.clear(box());
    await userEvent.type(box(), '  How is consent documented?  {Enter}');

    await waitFor(() => expect(callsTo(fetchMock, '/api/quala/chat')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/quala/chat')[0]!.body).toEqual({ prompt: 'How is consent documented?' });
    expect(await screen.findByText('Quala is thinking…')).toBeInTheDocument();
    expect(box()).toBeDisabled();
    expect(send()).toBeDisabled();
    for (const quick of QUALA_QUICK_PROMPTS) expect(screen.getByRole('button', { name: quick.label })).toBeDisabled();

    reply.resolve(answer);
    const chat = await screen.findByRole('list', { name: 'Last conversations' });
    expect(await within(chat).findByText('ICH E6(R3) 2.8.1')).toBeInTheDocument();
    expect(screen.queryByText('Quala is thinking…')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/^Quala answered: Here is what Quala's GCP knowledge base says/)).toBeInTheDocument(),
    );
    expect(box()).toBeEnabled();
    expect(box()).toHaveValue('');
    await waitFor(() => expect(callsTo(fetchMock, '/api/usage/stats')).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, '/api/auth/user')).toHaveLength(2));
  });

  it('asks a quick-help prompt and shows the no-grounded-answer reply without sources', async () => {
    storeFakeSession();
    const quick = QUALA_QUICK_PROMPTS[3];
    const fetchMock = stubFetch(workspaceApi(qualaServer([ungrounded(1, quick.prompt)])));
    renderRoutes(routes, '/ask-quala');
    await userEvent.click(await screen.findByRole('button', { name: quick.label }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/quala/chat')[0]?.body).toEqual({ prompt: quick.prompt }));
    const chat = await screen.findByRole('list', { name: 'Last conversations' });
    expect(await within(chat).findByText(/I can't find a grounded answer/)).toBeInTheDocument();
    expect(within(chat).queryByText('Sources')).not.toBeInTheDocument();
    expect(within(chat).getByRole('link', { name: 'book a consultation' })).toHaveAttribute('href', '/schedule-call');
    expect(QUALA_NO_GROUNDED_ANSWER).toContain('[book a consultation](/schedule-call)');
  });

  it("puts a 400's prompt message on the box and keeps the question", async () => {
    storeFakeSession();
    stubFetch(
      workspaceApi({
        [HISTORY]: [],
        'POST /api/quala/chat': jsonResponse(
          { error: 'Invalid request', fields: { prompt: 'Must be at most 2000 characters' } },
          400,
        ),
      }),
    );
    renderRoutes(routes, '/ask-quala');
    await screen.findByRole('heading', { name: "Hi, I'm Quala" });
    await userEvent.type(box(), 'Too long{Enter}');
    expect(await screen.findByText('Must be at most 2000 characters')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(/Must be at most 2000 characters/);
    expect(box()).toHaveValue('Too long');
  });

  it('shows the plan limit with an Upgrade link to /subscribe', async () => {
    storeFakeSession();
    const limit = 'Monthly Quala limit reached (100 of 100). Upgrade to Pro for unlimited Quala interactions.';
    stubFetch(
      workspaceApi({
        [HISTORY]: [],
        'POST /api/quala/chat': jsonResponse({ error: limit, code: 'LIMIT_REACHED' }, 403),
      }),
    );
    const { router } = renderRoutes(routes, '/ask-quala');
    await screen.findByRole('heading', { name: "Hi, I'm Quala" });
    await userEvent.type(box(), 'What is ALCOA+?{Enter}');
    const toast = (await screen.findByText(limit, { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
    const inline = screen.getByText(limit, { selector: 'form *' });
    await userEvent.click(within(inline).getByRole('link', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });

  it("toasts 'Error' with the server's message, or 'Failed to get response from Quala' without one", async () => {
    storeFakeSession();
    let calls = 0;
    stubFetch(
      workspaceApi({
        [HISTORY]: [],
        'POST /api/quala/chat': () =>
          ++calls === 1
            ? jsonResponse({ error: QUALA_MESSAGES.engineUnavailable }, 503)
            : new Response('<html>Bad gateway</html>', { status: 502 }),
      }),
    );
    renderRoutes(routes, '/ask-quala');
    await screen.findByRole('heading', { name: "Hi, I'm Quala" });
    await userEvent.type(box(), 'What is a CAPA?{Enter}');
    const first = (await screen.findByText(QUALA_MESSAGES.engineUnavailable, { selector: 'li *' })).closest('li')!;
    expect(within(first).getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(box()).toHaveValue('What is a CAPA?'));
    await userEvent.click(send());
    const second = (await screen.findByText('Failed to get response from Quala', { selector: 'li *' })).closest('li')!;
    expect(within(second).getByText('Error')).toBeInTheDocument();
  });
});
