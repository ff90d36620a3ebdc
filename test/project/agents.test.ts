import { describe, expect, it } from "vitest";
import { loadAgents } from "../../src/project/agents";
import { filesInMemory } from "../support/project-files";

describe("custom agents", () => {
  it("reads name, description, tools and the body as the prompt; leaves out bad or taken names", async () => {
    const notes: string[] = [];
    const agents = await loadAgents(
      filesInMemory({
        ".claude/agents/reviewer.md":
          "---\nname: reviewer\ndescription: Reviews.\ntools: Read, Grep, Bash(npm test)\nmodel: sonnet\ncolor: blue\n---\nYou review.\n",
        ".claude/agents/all.md": "---\nname: all-tools\ndescription: Everything.\n---\nYou do all.\n",
        ".claude/agents/explore.md": "---\nname: Explore\ndescription: Mine.\n---\nX\n",
        ".claude/agents/empty.md": "---\nname: empty\ndescription: No prompt.\n---\n",
      }),
      new Set(["general-purpose", "Explore"]),
      notes,
    );
    expect(agents).toEqual([
      {
        name: "all-tools",
        description: "Everything.",
        tools: undefined,
        prompt: "You do all.",
        file: ".claude/agents/all.md",
      },
      {
        name: "reviewer",
        description: "Reviews.",
        tools: ["Read", "Grep", "Bash(npm test)"],
        prompt: "You review.",
        file: ".claude/agents/reviewer.md",
      },
    ]);
    expect(notes).toEqual([
      ".claude/agents/empty.md: the body (the agent's system prompt) is empty; the agent was left out.",
      ".claude/agents/explore.md: the agent name Explore is already taken; this one was left out.",
      '.claude/agents/reviewer.md: model "sonnet" is not applied (the run\'s model is used).',
    ]);
  });
});
