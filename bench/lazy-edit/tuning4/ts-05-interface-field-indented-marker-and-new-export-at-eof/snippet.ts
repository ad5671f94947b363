// … existing code …

export interface PullRequest {
  // … existing code …
  draft: boolean;
  mergeable: boolean | null;
  requestedReviewers: UserRef[];
  labels: string[];
  // … existing code …
}

// … existing code …

export type PullRequestSummary = Pick<PullRequest, "id" | "number" | "title" | "state" | "draft">;
