// Plan mode: while active, only read-only tool calls run (the pipeline enforces it); ExitPlanMode
// records the plan, which the GitHub layer publishes.
export interface PlanMode {
  readonly active: boolean;
  readonly plans: readonly string[];
  enter(): void;
  exit(plan: string): void;
}

export class SessionPlanMode implements PlanMode {
  private isActive = false;
  private readonly recorded: string[] = [];
  get active(): boolean {
    return this.isActive;
  }
  get plans(): readonly string[] {
    return this.recorded;
  }
  enter(): void {
    this.isActive = true;
  }
  exit(plan: string): void {
    this.isActive = false;
    this.recorded.push(plan);
  }
}
