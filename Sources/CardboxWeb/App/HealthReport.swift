/// What `GET /healthz` answers once the database has answered: that the node is up, and which node it is.
struct HealthReport: Encodable, Equatable {
    /// Always `ok` (a node that cannot read its database answers 500 instead).
    var status = "ok"
    /// The node's id, which tells apart the nodes behind one proxy.
    var node: String
}
