import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { QualaWidget } from './QualaWidget';
import { interaction } from './testData';

const routes = [{ path: '/dashboard', element: <QualaWidget /> }];

describe("the dashboard's Quala widget", { timeout: 15_000 }, () => {
  it('asks the chat endpoint and shows the answer with its numbered sources', async () => {
    storeFakeSession();
    const answer = interaction(1, { prompt: 'What must a consent form contain?' });
    const fetchMock = stubFetch(workspaceApi({ 'POST /api/quala/chat': answer }));
    renderRoutes(routes, '/dashboard');

    expect(screen.getByRole('link', { name: 'Open full chat' })).toHaveAttribute('href', '/ask-quala');
    const input = screen.getByLabelText('Question for Quala');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(input, 'What must a consent form contain?');
    await userEvent.click(send);

    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/quala/chat')[0]?.body).toEqual({ prompt: 'What must a consent form contain?' }),
    );
    expect(await screen.findByText('ICH E6(R3) 2.8.1')).toBeInTheDocument();
    expect(screen.getByText('What must a consent form contain?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^\[1\] source: Informed consent/ })).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it("toasts 'Error' with 'Failed to get response from Quala' when the answer fails without a message", async () => {
    storeFakeSession();
    stubFetch(workspaceApi({ 'POST /api/quala/chat': jsonResponse({}, 500) }));
    renderRoutes(routes, '/dashboard');
    await userEvent.type(screen.getByLabelText('Question for Quala'), 'What is GCP?{Enter}');
    const toast = (await screen.findByText('Failed to get response from Quala', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
  });
});
