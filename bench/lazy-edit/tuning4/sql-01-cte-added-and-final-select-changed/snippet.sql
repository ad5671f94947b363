-- ... existing code ...
        AND rv.week = c.week
),
ranked AS (
    SELECT
        a.*,
        rank() OVER (PARTITION BY a.repository_id, a.week ORDER BY a.commits + a.reviews DESC) AS activity_rank
    FROM activity AS a
)
SELECT
    repo.full_name,
    u.login,
    a.week,
    a.commits,
    a.reviews,
    a.activity_rank
FROM ranked AS a
JOIN repositories AS repo ON repo.id = a.repository_id
JOIN users AS u ON u.id = a.author_id
WHERE NOT repo.archived
    AND a.activity_rank <= 10
ORDER BY repo.full_name, a.week DESC, a.activity_rank;
