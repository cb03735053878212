import { act, render, renderHook, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useStoredState } from "./use-stored-state";

const isNumber = (value: unknown): value is number => typeof value === "number";
const KEY = "test:counter";

afterEach(() => localStorage.clear());

describe("useStoredState", () => {
  it("starts from the stored value, keeps each change and ignores a value of another shape", () => {
    localStorage.setItem(KEY, "4");
    const { result } = renderHook(() => useStoredState(KEY, 0, isNumber));
    expect(result.current[0]).toBe(4);
    act(() => result.current[1]((count) => count + 1));
    expect(result.current[0]).toBe(5);
    expect(localStorage.getItem(KEY)).toBe("5");

    localStorage.setItem("test:other", '"not a number"');
    const { result: other } = renderHook(() => useStoredState("test:other", 7, isNumber));
    expect(other.current[0]).toBe(7);
  });

  it("clears back to the initial value and forgets the stored one", () => {
    localStorage.setItem(KEY, "3");
    const { result } = renderHook(() => useStoredState(KEY, 0, isNumber));
    act(() => result.current[2]());
    expect(result.current[0]).toBe(0);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("still works when the browser refuses storage", () => {
    const refuse = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { result } = renderHook(() => useStoredState("test:refused", 0, isNumber));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    refuse.mockRestore();
  });

  it("hydrates a server render with the initial value, without a mismatch, then shows the stored one", async () => {
    function Counter() {
      const [count] = useStoredState(KEY, 0, isNumber);
      return <p>Respuestas: {count}</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    localStorage.setItem(KEY, "6");
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Counter />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    expect(recoverableErrors).toEqual([]);
    expect(await screen.findByText("Respuestas: 6")).toBeInTheDocument();
    container.remove();
    render(<Counter />);
    expect(screen.getByText("Respuestas: 6")).toBeInTheDocument();
  });
});
