"""Random choices drawn by Hypothesis: `Draws` has the methods of random.Random that layout_gen
(and Tests/Schemas' mutations) use, each a Hypothesis draw, so that a failing case shrinks. The
generative suite (test_generative.py) and the schema suite (Tests/Schemas) share it."""
import functools

from hypothesis import strategies as st


@functools.lru_cache(maxsize=None)
def _integers(low, high):
    return st.integers(low, high)


class Draws:
    """The methods of random.Random that layout_gen uses, each a Hypothesis draw, so that every
    choice of the generator shrinks: a choice toward its first option, a range toward its low end,
    random() toward 0 (a chance not taken). `record`, a list, gets every value drawn (the case's
    choices, for replaying it).

    Hypothesis draws an integer uniformly in a range of up to 256 values (wider ranges favour
    small values), so every draw here is made of such: random() is one byte (a 1/256 grain, enough
    for the generator's chances), uniform() and a wide randint() two bytes."""

    def __init__(self, draw, record=None):
        self._draw = draw
        self._record = record

    def _int(self, low, high):
        """An integer from low to high. A range from 0 is drawn from 1 and moved back: Hypothesis's
        first shrink pass takes every draw of a range from 0 that is 10 or less for a `one_of`
        branch and tries it at 0 and below, a test run each (a second here, hundreds of them)."""
        shift = 1 if low == 0 else 0
        value = self._draw(_integers(low + shift, high + shift))
        if self._record is not None:
            self._record.append(value)
        return value - shift

    def _byte(self):
        return self._int(0, 255)

    def _fine(self):
        """A number from 0 to 1 in 65535 steps."""
        return (self._byte() * 256 + self._byte()) / 65535

    def random(self):
        return self._byte() / 256

    def uniform(self, a, b):
        return a + (b - a) * self._fine()

    def randint(self, a, b):
        if b - a < 256:
            return self._int(a, b)
        return a + min(int(self._fine() * (b - a + 1)), b - a)

    def choice(self, options):
        return options[self._int(0, len(options) - 1)]

    def choices(self, population, weights=None, k=1):
        weights = weights or [1] * len(population)
        chosen = []
        for _ in range(k):
            at, total = self.random() * sum(weights), 0
            for option, weight in zip(population, weights):
                total += weight
                if at < total:
                    break
            chosen.append(option)
        return chosen

    def sample(self, population, k):
        pool = list(population)
        return [pool.pop(self._int(0, len(pool) - 1)) for _ in range(k)]
