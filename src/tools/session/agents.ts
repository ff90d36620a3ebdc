// How the Agent tool starts a sub-agent without knowing the agent loop: the session passes a spawner
// in. The parent sees only the sub-agent's final text.
export interface AgentRequest {
  description: string;
  prompt: string;
  subagentType: string;
  /** The Agent call this sub-agent runs for (its transcript lines point back to it). */
  parentToolUseId: string;
}

export interface AgentResult {
  text: string;
  turns: number;
  costUsd: number;
}

export interface AgentType {
  /** One line for the model on when to use this type. */
  description: string;
  /** A read-only type gets only read-only tools, so its calls may run beside others. */
  readOnly: boolean;
}

export interface AgentSpawner {
  /** The sub-agent types this session offers. */
  readonly types: ReadonlyMap<string, AgentType>;
  spawn(request: AgentRequest, signal: AbortSignal): Promise<AgentResult>;
}
