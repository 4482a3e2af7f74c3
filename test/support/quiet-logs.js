// Tests read outcomes, not log lines; errors still print.
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
