import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TAdminCourse } from "../../../../contracts/courses";
import { i18n } from "../../../lib/i18n";
import { PathCoursesField } from "./path-courses-field";

function course(id: string, title: string, status: TAdminCourse["status"] = "published"): TAdminCourse {
  return {
    id,
    title,
    slug: id,
    description: "",
    excerpt: "",
    coverImageUrl: null,
    category: "ia",
    level: "beginner",
    status,
    requiredTier: "free",
    estimatedMinutes: 0,
    orderIndex: 0,
    learnings: [],
    lessonCount: 1,
    learners: 0,
    completions: 0,
  };
}

const COURSES = [course("a", "Primeros pasos"), course("b", "Prompts eficaces"), course("c", "Estrategia", "draft")];

/** The field as a form holds it, with the chosen ids shown for the assertions. */
function Harness({ initial }: { initial: string[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <PathCoursesField courses={COURSES} value={ids} onChange={setIds} />
      <output aria-label="orden">{ids.join(",")}</output>
    </>
  );
}

const order = () => screen.getByRole("status", { name: "orden" }).textContent;

beforeAll(() => i18n.loadNamespaces(["admin-courses"]));

describe("choosing and ordering a path's courses", () => {
  it("adds courses from the keyboard, in the order chosen, and says where each went", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    expect(screen.getByText("Esta ruta todavía no tiene microcursos.")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Microcurso para añadir" }), "b");
    await user.click(screen.getByRole("button", { name: "Añadir" }));
    expect(order()).toBe("b");
    expect(screen.getByText("«Prompts eficaces» añadido en la posición 1.")).toBeInTheDocument();
    // Focus stays on the select, which now offers what is left (a draft says so).
    const select = screen.getByRole("combobox", { name: "Microcurso para añadir" });
    expect(select).toHaveFocus();
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Primeros pasos", "Estrategia (Borrador)"]);
    await user.keyboard("{Tab}{Enter}");
    expect(order()).toBe("b,a");
  });

  it("moves a course with its buttons and keeps the focus on the course that moved", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["a", "b", "c"]} />);
    const list = screen.getByRole("list", { name: "Microcursos de la ruta" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1.Primeros pasos", "2.Prompts eficaces", "3.EstrategiaBorrador"]);
    await user.click(screen.getByRole("button", { name: "Bajar «Primeros pasos»" }));
    expect(order()).toBe("b,a,c");
    expect(screen.getByRole("button", { name: "Bajar «Primeros pasos»" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(order()).toBe("b,c,a");
    // At the bottom its "down" is disabled: the focus moves to "up".
    expect(screen.getByRole("button", { name: "Bajar «Primeros pasos»" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Subir «Primeros pasos»" })).toHaveFocus();
    expect(screen.getByText("«Primeros pasos» está ahora en la posición 3 de 3.")).toBeInTheDocument();
  });

  it("removes a course and hands the focus to its neighbour, then to the select when none is left", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["a", "b"]} />);
    await user.click(screen.getByRole("button", { name: "Quitar «Primeros pasos»" }));
    expect(order()).toBe("b");
    expect(screen.getByRole("button", { name: "Quitar «Prompts eficaces»" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(order()).toBe("");
    expect(screen.getByRole("combobox", { name: "Microcurso para añadir" })).toHaveFocus();
  });
});
