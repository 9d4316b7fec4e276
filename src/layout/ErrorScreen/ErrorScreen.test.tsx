// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutesStub, data } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

afterEach(cleanup);

function renderFailingRoute(fail: () => never, where: 'render' | 'loader' = 'render') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (where === 'render' ? fail() : null),
      loader: where === 'loader' ? () => fail() : undefined,
      HydrateFallback: () => null,
      ErrorBoundary: ({ error }: { error: unknown }) => <ErrorScreen error={error} />,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('ErrorScreen', () => {
  it('shows the fallback title with the thrown error message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error('Se rompió la vista');
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText('Se rompió la vista')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('shows the status of a thrown response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: 'Service Unavailable' });
    }, 'loader');
    expect(await screen.findByText('503 Service Unavailable')).toBeTruthy();
  });
});
