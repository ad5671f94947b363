import React from "react";
import PropTypes from "prop-types";
import { Link } from "react-router-dom";
import { formatRelativeTime } from "../utils/time";
import { StarButton } from "./StarButton";
import "./RepoList.css";

export function RepoList({ repos, onStar, loading }) {
  if (loading) {
    return <div className="repo-list__spinner" aria-busy="true" />;
  }

  return (
    <section className="repo-list">
      <header className="repo-list__header">
        <h2>Repositories</h2>
        <span className="repo-list__count">{repos.length}</span>
      </header>
      {repos.length === 0 ? (
        <p className="repo-list__empty">No repositories yet.</p>
      ) : (
        <ul className="repo-list__items">
          {repos.map((repo) => (
            <li key={repo.id} className="repo-list__item">
              <Link to={`/${repo.owner}/${repo.name}`} className="repo-list__name">
                {repo.owner}/{repo.name}
              </Link>
              {repo.description && <p className="repo-list__description">{repo.description}</p>}
              <footer className="repo-list__meta">
                <span>{repo.language}</span>
                <span>Updated {formatRelativeTime(new Date(repo.updatedAt))}</span>
                <StarButton starred={repo.starred} count={repo.stars} onClick={() => onStar(repo)} />
              </footer>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

RepoList.propTypes = {
  repos: PropTypes.arrayOf(
    PropTypes.shape({
      id: PropTypes.number.isRequired,
      owner: PropTypes.string.isRequired,
      name: PropTypes.string.isRequired,
      description: PropTypes.string,
      language: PropTypes.string,
      stars: PropTypes.number,
      starred: PropTypes.bool,
      updatedAt: PropTypes.string.isRequired,
    }),
  ).isRequired,
  onStar: PropTypes.func.isRequired,
  loading: PropTypes.bool,
};
