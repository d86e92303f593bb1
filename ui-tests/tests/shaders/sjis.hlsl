// シェーダーのルートシグネチャ
#define SjisRS "CBV(b0), " /* 定数 */ \
    "SRV(t0)"
