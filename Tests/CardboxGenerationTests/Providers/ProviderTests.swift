import Testing

/// The network card-generation engines: prompts, schema, settings, retries, the OpenAI-compatible and Anthropic
/// clients against a loopback stub of the real APIs, health probes and engine selection.
///
/// Every suite is nested here so that `swift test --filter ProviderTests` runs them all.
@Suite struct ProviderTests {}
