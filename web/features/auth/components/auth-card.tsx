import type { ReactNode } from "react";
import { Card } from "../../../ui/card";

interface AuthCardProps {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card every account screen uses (login, new password, code, admin gate). */
export function AuthCard({ icon, title, subtitle, children }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="p-5 sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
            {icon}
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
        </div>
        {children}
      </Card>
    </section>
  );
}
