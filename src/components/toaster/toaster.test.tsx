import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProviders } from '@tests/support/test-providers';
import { flowToastDuration, notify, toaster, toastDurations } from './toaster';

const Providers = createTestProviders({ language: 'en' });

function renderHost() {
  // The providers already hold the app's <AppToaster/>.
  render(
    <Providers>
      <span />
    </Providers>,
  );
}

afterEach(() => act(() => toaster.remove()));

describe('notify', () => {
  it('keeps the durations of product §9', () => {
    expect(toastDurations).toEqual({
      success: 2000,
      error: 4000,
      info: 4000,
      blank: 4000,
      loading: Infinity,
    });
    expect(flowToastDuration).toBe(5000);
    expect(toaster.attrs.max).toBe(20);
    expect(toaster.attrs.removeDelay).toBe(1000);
    expect(toaster.attrs.placement).toBe('top');
  });

  it('shows a closable toast with the message', async () => {
    renderHost();
    act(() => void notify.success('Saved!'));
    expect(await screen.findByText('Saved!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });

  it('stacks toasts, or shows one kind at a time when exclusive', async () => {
    renderHost();
    act(() => {
      notify.info('First');
      notify.error('Second');
    });
    expect(await screen.findByText('First', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Second', {}, { timeout: 5000 })).toBeTruthy();
    act(() => void notify.error('Only me', { exclusive: true }));
    expect(await screen.findByText('Only me', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.title)).toEqual(['Only me']), {
      timeout: 5000,
    });
  });

  it('lets a flow override the duration and keeps loading toasts until dismissed', () => {
    const id = notify.info('Five seconds', { duration: flowToastDuration });
    expect(toaster.getVisibleToasts().find((t) => t.id === id)?.duration).toBe(5000);
    const loading = notify.loading('Working…');
    expect(toaster.getVisibleToasts().find((t) => t.id === loading)?.duration).toBe(Infinity);
  });
});
