// libyaml's event parser and emitter (Debian: libyaml-dev), under the bounded YAML reader (issue 28 §1).
#include <yaml.h>
