import type { ReactNode } from "react";

interface CalloutProps {
  id: string;
  title: string;
  text: string;
  /** The title's level where the box sits: h3 inside a section that has its own h2. */
  headingLevel?: "h2" | "h3";
  children: ReactNode;
}

/** A highlighted box under a catalogue: what to do next (sign up, see the plans), with its buttons. */
export function Callout({ id, title, text, headingLevel: Heading = "h2", children }: CalloutProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent-soft p-6"
    >
      <Heading id={id} className="text-xl font-semibold text-foreground">
        {title}
      </Heading>
      <p className="text-foreground">{text}</p>
      <div className="flex flex-wrap gap-3">{children}</div>
    </section>
  );
}
