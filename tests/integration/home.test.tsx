import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

describe('home route', () => {
  it('greets the signed-in user from the generated loggedIn hook and mock', async () => {
    renderRoute('/');
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Hallo, Max!');
  });

  it('shows the name the backend answers, not a fixed one', async () => {
    server.use(http.get('*/api/auth/loggedIn', () => HttpResponse.json({ loggedIn: true, user: 'Erika_Musterfrau' })));
    renderRoute('/');
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Hallo, Erika!');
  });
});
