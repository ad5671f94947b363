# ... existing code ...


def test_merge_squash(repo):
    pr = make_pull_request(repo, head="feature", base="main")
    result = merge_pull_request(pr, strategy=MergeStrategy.SQUASH)
    assert result.merged
    assert result.commit_count == 1
    assert repo.parents(repo.head("main")) == [pr.base_sha]
    assert repo.head("main") != repo.head("feature")


# ... existing code ...
