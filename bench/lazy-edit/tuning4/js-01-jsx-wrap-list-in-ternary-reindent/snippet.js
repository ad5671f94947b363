// ... existing code ...
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
// ... existing code ...
