import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { loadEnglishMessages } from '@upah/core/catalogue';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure';

afterEach(cleanup);

// the English messages load with an English UI (catalogue/index.ts loadEnglishMessages)
beforeAll(loadEnglishMessages);
describe('LoadFailure', () => {
  it("§8 fetch error: the server's message is the alert, alone; Coba lagi beside it loads again", () => {
    const retry = vi.fn();
    render(<LoadFailure error="Server sedang gangguan" lang="id" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe('Server sedang gangguan');
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("§8 fetch error: without a message from the server it says 'Terjadi kesalahan saat pengambilan data'", () => {
    render(<LoadFailure error={null} lang="id" onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('Terjadi kesalahan saat pengambilan data');
    cleanup();
    render(<LoadFailure error="" lang="en" onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('An error occurred while fetching data');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
