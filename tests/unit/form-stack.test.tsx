// FormStack takes a submit once until the form has rendered what it caused (a double click
// before the pending state renders must not send twice).
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormStack } from '../../src/components/ui/form-stack';
import { system } from '../../src/theme/system';

function Sending({ send }: { send: () => void }) {
  const [sent, setSent] = useState(0);
  return (
    <FormStack
      aria-label="Senden"
      onSubmit={(event) => {
        event.preventDefault();
        send();
        // The pending state arrives later, as a mutation's does (after a macrotask).
        setTimeout(() => setSent((n) => n + 1), 0);
      }}
    >
      <span>{sent}</span>
      <button type="submit">Senden</button>
    </FormStack>
  );
}

const inChakra = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('FormStack', () => {
  it('ignores a second submit before the first one rendered, and takes the next after it', async () => {
    const send = vi.fn();
    inChakra(<Sending send={send} />);
    const form = screen.getByRole('form', { name: 'Senden' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('1')).toBeInTheDocument();
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('takes a submit again once the user typed, even if nothing rendered', () => {
    const send = vi.fn();
    inChakra(
      <FormStack aria-label="Suche" onSubmit={(event) => (event.preventDefault(), send())}>
        <input aria-label="Suchtext" defaultValue="" />
      </FormStack>,
    );
    const form = screen.getByRole('form', { name: 'Suche' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    fireEvent.input(screen.getByRole('textbox', { name: 'Suchtext' }), { target: { value: 'Lea' } });
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the browser from sending an ignored submit', () => {
    inChakra(<FormStack aria-label="Leer" />);
    const form = screen.getByRole('form', { name: 'Leer' });
    act(() => {
      fireEvent.submit(form);
    });
    const second = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
  });
});
