def build(config):
    steps = []
    steps.append(fetch(config))
    steps.append(compile(config))
    return steps


def clean(config):
    remove(config.out_dir)
