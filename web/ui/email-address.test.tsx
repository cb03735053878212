import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address";

describe("EmailAddress", () => {
  it("offers line breaks only before the @ and the dots, keeping the address's text whole", () => {
    const { container } = render(<EmailAddress address="marta.ruiz@empresa.example" />);
    const address = container.firstElementChild;
    expect(address).toHaveTextContent("marta.ruiz@empresa.example");
    expect(address?.innerHTML).toBe("marta<wbr>.ruiz<wbr>@empresa<wbr>.example");
    expect(address).not.toHaveClass("break-all");
  });
});
