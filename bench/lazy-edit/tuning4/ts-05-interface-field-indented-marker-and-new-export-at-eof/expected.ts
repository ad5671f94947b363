export type PullRequestState = "open" | "closed" | "merged";

export interface UserRef {
  id: number;
  login: string;
  avatarUrl: string | null;
}

export interface BranchRef {
  repo: string;
  ref: string;
  sha: string;
}

export interface PullRequest {
  id: number;
  number: number;
  title: string;
  body: string;
  state: PullRequestState;
  author: UserRef;
  head: BranchRef;
  base: BranchRef;
  draft: boolean;
  mergeable: boolean | null;
  requestedReviewers: UserRef[];
  labels: string[];
  createdAt: string;
  updatedAt: string;
  mergedAt: string | null;
}

export interface PullRequestReview {
  id: number;
  reviewer: UserRef;
  state: "approved" | "changes_requested" | "commented";
  body: string;
  submittedAt: string;
}

export interface ListPullRequestsParams {
  state?: PullRequestState | "all";
  author?: string;
  base?: string;
  sort?: "created" | "updated";
  direction?: "asc" | "desc";
  page?: number;
  perPage?: number;
}

export type PullRequestSummary = Pick<PullRequest, "id" | "number" | "title" | "state" | "draft">;
