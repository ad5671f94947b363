-- Weekly contributor activity per repository, used by the insights dashboard.
WITH recent_commits AS (
    SELECT
        c.repository_id,
        c.author_id,
        date_trunc('week', c.committed_at) AS week,
        count(*) AS commits
    FROM commits AS c
    WHERE c.committed_at >= now() - interval '12 weeks'
    GROUP BY c.repository_id, c.author_id, date_trunc('week', c.committed_at)
),
recent_reviews AS (
    SELECT
        pr.repository_id,
        r.reviewer_id AS author_id,
        date_trunc('week', r.submitted_at) AS week,
        count(*) AS reviews
    FROM reviews AS r
    JOIN pull_requests AS pr ON pr.id = r.pull_request_id
    WHERE r.submitted_at >= now() - interval '12 weeks'
    GROUP BY pr.repository_id, r.reviewer_id, date_trunc('week', r.submitted_at)
),
activity AS (
    SELECT
        coalesce(c.repository_id, rv.repository_id) AS repository_id,
        coalesce(c.author_id, rv.author_id) AS author_id,
        coalesce(c.week, rv.week) AS week,
        coalesce(c.commits, 0) AS commits,
        coalesce(rv.reviews, 0) AS reviews
    FROM recent_commits AS c
    FULL OUTER JOIN recent_reviews AS rv
        ON rv.repository_id = c.repository_id
        AND rv.author_id = c.author_id
        AND rv.week = c.week
)
SELECT
    repo.full_name,
    u.login,
    a.week,
    a.commits,
    a.reviews
FROM activity AS a
JOIN repositories AS repo ON repo.id = a.repository_id
JOIN users AS u ON u.id = a.author_id
WHERE NOT repo.archived
ORDER BY repo.full_name, a.week DESC, a.commits DESC;
