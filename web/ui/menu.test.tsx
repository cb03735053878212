import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MENU_ITEM_CLASS, Menu } from "./menu";

function AppsMenu() {
  return (
    <Menu trigger="Apps">
      {(close) =>
        ["Apps de IA", "Apps de formación", "Software"].map((name) => (
          <button key={name} type="button" role="menuitem" className={MENU_ITEM_CLASS} onClick={close}>
            {name}
          </button>
        ))
      }
    </Menu>
  );
}

describe("Menu", () => {
  it("moves the focus between items with the arrows, Home and End, wrapping around", async () => {
    render(<AppsMenu />);
    await userEvent.click(screen.getByRole("button", { name: "Apps" }));
    const item = (name: string) => screen.getByRole("menuitem", { name });
    expect(item("Apps de IA")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(item("Software")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(item("Apps de IA")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(item("Software")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(item("Apps de IA")).toHaveFocus();
    // The other axis's arrows do nothing in a vertical menu.
    await userEvent.keyboard("{ArrowRight}");
    expect(item("Apps de IA")).toHaveFocus();
  });

  it("closes on Escape and gives the focus back to its button", async () => {
    render(<AppsMenu />);
    const trigger = screen.getByRole("button", { name: "Apps" });
    await userEvent.click(trigger);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
